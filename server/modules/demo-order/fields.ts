/**
 * The columns of 订单明细 (demo_order_item) and the checks every saved row passes on the server — the same
 * rules as the page's live table (src/pages-json/livetable/position-live.page.json, SPEC.md §5 presets), with
 * the same Chinese messages, because the grid is never trusted.
 */

/** What a field holds, and so how it is checked and stored. */
export type FieldKind =
  | 'text'
  | 'integer'
  | 'money'
  | 'date'
  | 'datetime'
  | 'time'
  | 'yn'
  | 'dict'
  | 'dicts'
  | 'user'
  | 'depart'
  | 'file'
  | 'image';

export interface DemoOrderField {
  /** The record's (and the browser's) name. */
  key: string;
  /** The column of demo_order_item: a server constant, never taken from a request. */
  column: string;
  title: string;
  kind: FieldKind;
  required?: boolean;
  /** A SPEC §5 preset code (src/livetable/validation.ts PRESETS). */
  preset?: keyof typeof PRESETS;
  /** Longest text accepted. */
  max?: number;
  /** dict / dicts: the dictionary code. */
  dict?: string;
}

/** The presets the table uses, with the grid's patterns and messages. */
export const PRESETS = {
  'n6-16': { pattern: /^\d{6,16}$/, message: '请输入6到16位数字' },
  url: {
    pattern: /^(https?|ftp):\/\/[\w-]+(\.[\w-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i,
    message: '请输入正确的网址',
  },
  e: { pattern: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, message: '请输入正确的邮箱' },
  m: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  p: { pattern: /^\d{6}$/, message: '请输入正确的邮政编码' },
  s: { pattern: /^[A-Za-z]+$/, message: '请输入字母' },
  n: { pattern: /^-?\d+(\.\d+)?$/, message: '请输入正确的格式，如：11.11' },
  z: { pattern: /^-?\d+$/, message: '请输入整数' },
  money: { pattern: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: '请输入正确的金额，最多两位小数' },
} as const;

/** Every editable field, in the page's column order. */
export const DEMO_ORDER_FIELDS: readonly DemoOrderField[] = [
  { key: 'itemCode', column: 'item_code', title: '物料编码', kind: 'text', required: true, max: 64 },
  { key: 'itemName', column: 'item_name', title: '物料名称', kind: 'text', required: true, max: 100 },
  { key: 'quantity', column: 'quantity', title: '数量', kind: 'integer', preset: 'z' },
  { key: 'price', column: 'price', title: '单价', kind: 'money', preset: 'money' },
  { key: 'remark', column: 'remark', title: '备注', kind: 'text', max: 2000 },
  { key: 'status', column: 'status', title: '状态', kind: 'dict', dict: 'demo_order_status' },
  { key: 'channels', column: 'channels', title: '销售渠道', kind: 'dicts', dict: 'demo_order_channel' },
  { key: 'supplier', column: 'supplier', title: '供应商', kind: 'dict', dict: 'demo_order_supplier' },
  { key: 'deliveryDate', column: 'delivery_date', title: '交货日期', kind: 'date' },
  { key: 'orderTime', column: 'order_time', title: '下单时间', kind: 'datetime' },
  { key: 'pickTime', column: 'pick_time', title: '提货时间', kind: 'time' },
  { key: 'urgent', column: 'urgent', title: '加急', kind: 'yn' },
  { key: 'labels', column: 'labels', title: '标签', kind: 'text', max: 200 },
  { key: 'attachment', column: 'attachment', title: '附件', kind: 'file' },
  { key: 'photo', column: 'photo', title: '图片', kind: 'image' },
  { key: 'buyer', column: 'buyer', title: '采购员', kind: 'user' },
  { key: 'departId', column: 'depart_id', title: '所属部门', kind: 'depart' },
  { key: 'mobile', column: 'mobile', title: '联系手机', kind: 'text', preset: 'm', max: 11 },
  { key: 'email', column: 'email', title: '邮箱', kind: 'text', preset: 'e', max: 100 },
  { key: 'website', column: 'website', title: '网址', kind: 'text', preset: 'url', max: 300 },
  { key: 'postcode', column: 'postcode', title: '邮编', kind: 'text', preset: 'p', max: 6 },
  { key: 'batchNo', column: 'batch_no', title: '批次号', kind: 'text', preset: 'n6-16', max: 16 },
  { key: 'englishName', column: 'english_name', title: '英文名', kind: 'text', preset: 's', max: 64 },
  { key: 'weight', column: 'weight', title: '重量', kind: 'text', preset: 'n', max: 20 },
];
