import type { ThemeConfig } from 'antd';
import type { AnyConfig } from '../types';

/** The two UI flavours of config.ui (SPEC.md §3). */
export type Flavour = 'antd' | 'element';

type SizeName = 'medium' | 'small' | 'mini';

/** Element's control heights per size (ARCHITECTURE.md): medium 36, small 32, mini 28. */
const ELEMENT_HEIGHT: Record<SizeName, number> = { medium: 36, small: 32, mini: 28 };
/** Ant Design's own sizes for medium/small/mini (componentSizeOf). */
const ANTD_SIZE: Record<SizeName, 'large' | 'middle' | 'small'> = {
  medium: 'large',
  small: 'middle',
  mini: 'small',
};
function sizeOf(config: AnyConfig | undefined): SizeName {
  const size = config?.size;
  return size === 'small' || size === 'mini' ? size : 'medium';
}

/**
 * 'Ant Design' draws the Ant Design flavour; anything else is Element, the schema's default, because the
 * original form-making designer knew only Element and its exports carry no ui.
 */
export function flavourOf(config: AnyConfig | undefined): Flavour {
  return config?.ui === 'Ant Design' ? 'antd' : 'element';
}

/**
 * The antd theme that draws a design's flavour and size. Element's tokens: primary #409EFF, radius 4 px,
 * its text and border colours, and control heights 36/32/28 as antd's default size, whose height is
 * exactly controlHeight. Ant Design keeps its own scale: 40/32/24 through its sizes (componentSizeOf).
 *
 * @example
 * flavourTheme({ ui: 'Element', size: 'small' }).token // { colorPrimary: '#409EFF', borderRadius: 4, controlHeight: 32, ... }
 * flavourTheme({ ui: 'Ant Design', size: 'small' }).token // {} — antd's defaults, drawn at antd's size 'middle' (32 px)
 */
export function flavourTheme(config: AnyConfig | undefined): ThemeConfig {
  const size = sizeOf(config);
  if (flavourOf(config) === 'element') {
    const height = ELEMENT_HEIGHT[size];
    return {
      token: {
        colorPrimary: '#409EFF',
        colorSuccess: '#67C23A',
        colorWarning: '#E6A23C',
        colorError: '#F56C6C',
        colorText: '#606266',
        colorTextHeading: '#303133',
        colorBorder: '#DCDFE6',
        colorTextPlaceholder: '#A8ABB2',
        borderRadius: 4,
        controlHeight: height,
        fontSize: size === 'mini' ? 12 : 14,
      },
    };
  }
  return { token: {} };
}

/** Formily FormLayout props for a design's label position, width, layout and label style. */
export function layoutProps(config: AnyConfig | undefined): {
  layout: 'horizontal' | 'vertical';
  labelAlign: 'left' | 'right';
  labelWidth?: number;
  colon: boolean;
} {
  const top = config?.labelPosition === 'top' || config?.layout === 'vertical';
  return {
    // Element's form labels carry no colon; Ant Design's do.
    colon: flavourOf(config) === 'antd',
    layout: top ? 'vertical' : 'horizontal',
    labelAlign: config?.labelPosition === 'left' ? 'left' : 'right',
    labelWidth: top ? undefined : (config?.labelWidth ?? 100),
  };
}

/**
 * Ant Design's control size per design size (ConfigProvider componentSize): its three sizes, large 40,
 * middle 32 and small 24 px, for 大 (medium), 中 (small) and 小 (mini), so each size looks different as
 * Element's do. A design without a size draws as the schema's default, small (antd's own 32). Element's
 * sizes are its heights (flavourTheme), drawn at antd's default size. Formily's FormLayout is not given the
 * size: its small-item styles were written for antd 4 and push antd 5's select text out of its box.
 *
 * @example
 * componentSizeOf({ ui: 'Ant Design', size: 'medium' }) // 'large' (40 px)
 * componentSizeOf({ ui: 'Ant Design', size: 'mini' })   // 'small' (24 px)
 * componentSizeOf({ ui: 'Element', size: 'mini' })      // undefined (28 px through controlHeight)
 */
export function componentSizeOf(config: AnyConfig | undefined): 'large' | 'middle' | 'small' | undefined {
  if (flavourOf(config) === 'element') return undefined;
  return ANTD_SIZE[config?.size === 'medium' || config?.size === 'mini' ? config.size : 'small'];
}
