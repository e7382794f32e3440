import type { ImguploadWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { switchField, textField } from '../shared/optionPanel';
import { basicPanel, limitedNumberField, panelField, requiredField, widthField } from '../shared/panel';

/** Where a new widget uploads: this product's own upload endpoint (JeecgBoot's path, under /platform). */
export const DEFAULT_ACTION = '/platform/sys/common/upload';

/**
 * The imgupload widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig, §9:
 * 8 images of 100×100). form-making's demo action and Qiniu domain are replaced: a new widget posts to
 * our own server, never a third party's.
 */
export const imguploadDesign: WidgetDesign<ImguploadWidget> = {
  group: 'advanced',
  label: '图片',
  icon: 'imgupload',
  scaffold: {
    type: 'imgupload',
    name: '图片',
    options: {
      defaultValue: [],
      size: { width: 100, height: 100 },
      width: '',
      tokenFunc: 'funcGetToken',
      token: '',
      domain: '',
      disabled: false,
      length: 8,
      multiple: false,
      isQiniu: false,
      isDelete: false,
      min: 0,
      isEdit: false,
      action: DEFAULT_ACTION,
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    panelField('number', '缩略图宽度', 'options.size.width', { min: 1, max: 1000, step: 1 }),
    panelField('number', '缩略图高度', 'options.size.height', { min: 1, max: 1000, step: 1 }),
    limitedNumberField('最多张数', 'options.length'),
    limitedNumberField('最少张数', 'options.min'),
    switchField('一次选多张', 'options.multiple'),
    switchField('可删除', 'options.isDelete'),
    switchField('可替换', 'options.isEdit'),
    switchField('上传到七牛云', 'options.isQiniu'),
    textField('上传地址', 'options.action', '如 /platform/sys/common/upload'),
    textField('七牛云域名', 'options.domain', '如 https://cdn.example.com/'),
    textField('取凭证的方法', 'options.tokenFunc', 'funcGetToken'),
    requiredField(),
  ]),
};
