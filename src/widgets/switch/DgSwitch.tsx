import { connect, mapProps } from '@formily/react';
import { Switch } from 'antd';

/**
 * The switch widget's control: an antd Switch whose checked state is the field's boolean. Read-pretty
 * needs no text form: Formily draws it disabled, which already reads as on or off.
 */
export const DgSwitch = connect(Switch, mapProps({ value: 'checked' }));
