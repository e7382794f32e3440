import {
  AppstoreOutlined,
  BgColorsOutlined,
  BorderOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ColumnWidthOutlined,
  DownSquareOutlined,
  EditOutlined,
  FieldNumberOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  FormOutlined,
  PictureOutlined,
  SlidersOutlined,
  StarOutlined,
  SwapOutlined,
  ApartmentOutlined,
  AlignLeftOutlined,
  CheckCircleOutlined,
  UserOutlined,
  ClusterOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The palette's icons, by the icon name a widget's design.ts gives. */
const ICONS: Record<string, ComponentType> = {
  input: FormOutlined,
  textarea: AlignLeftOutlined,
  number: FieldNumberOutlined,
  radio: CheckCircleOutlined,
  checkbox: CheckSquareOutlined,
  time: ClockCircleOutlined,
  date: CalendarOutlined,
  rate: StarOutlined,
  color: BgColorsOutlined,
  select: DownSquareOutlined,
  switch: SwapOutlined,
  slider: SlidersOutlined,
  text: FontSizeOutlined,
  blank: BorderOutlined,
  imgupload: PictureOutlined,
  editor: EditOutlined,
  cascader: ApartmentOutlined,
  'user-select': UserOutlined,
  'depart-select': ClusterOutlined,
  subtable: TableOutlined,
  grid: ColumnWidthOutlined,
  form: FileTextOutlined,
};

export function WidgetIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
