import type { ThemeConfig } from 'antd';
import type { DesignConfig } from '../types';

/** The two UI flavours of config.ui (SPEC.md §3). */
export type Flavour = 'antd' | 'element';

type SizeName = 'medium' | 'small' | 'mini';

/** Element's control heights per size (ARCHITECTURE.md): medium 36, small 32, mini 28. */
const ELEMENT_HEIGHT: Record<SizeName, number> = { medium: 36, small: 32, mini: 28 };
function sizeOf(config: DesignConfig | undefined): SizeName {
  const size = config?.size;
  return size === 'small' || size === 'mini' ? size : 'medium';
}

/**
 * 'Ant Design' draws the Ant Design flavour; anything else is Element, the schema's default, because the
 * original form-making designer knew only Element and its exports carry no ui.
 */
export function flavourOf(config: DesignConfig | undefined): Flavour {
  return config?.ui === 'Ant Design' ? 'antd' : 'element';
}

/**
 * The antd theme that draws a design's flavour and size. Element's tokens: primary #409EFF, radius 4 px,
 * its text and border colours, and control heights 36/32/28 as antd's default size, whose height is
 * exactly controlHeight. Ant Design keeps its own scale: 32 for medium, its small controls (24) for small
 * and mini (componentSizeOf).
 *
 * @example
 * flavourTheme({ ui: 'Element', size: 'small' }).token // { colorPrimary: '#409EFF', borderRadius: 4, controlHeight: 32, ... }
 * flavourTheme({ ui: 'Ant Design', size: 'small' }).token // {} — antd's defaults, drawn at size 'small'
 */
export function flavourTheme(config: DesignConfig | undefined): ThemeConfig {
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
export function layoutProps(config: DesignConfig | undefined): {
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
 * The antd size of a design's controls (ConfigProvider componentSize): 'small' for Ant Design's small and
 * mini, else antd's default — Element's sizes are its heights (flavourTheme). Formily's FormLayout is not
 * given the size: its small-item styles were written for antd 4 and push antd 5's select text out of its box.
 *
 * @example
 * componentSizeOf({ ui: 'Ant Design', size: 'mini' }) // 'small'
 * componentSizeOf({ ui: 'Element', size: 'mini' })    // undefined (28 px through controlHeight)
 */
export function componentSizeOf(config: DesignConfig | undefined): 'small' | undefined {
  return flavourOf(config) === 'antd' && sizeOf(config) !== 'medium' ? 'small' : undefined;
}
