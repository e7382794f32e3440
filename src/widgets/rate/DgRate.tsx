import { connect } from '@formily/react';
import { Rate } from 'antd';

interface DgRateProps {
  value?: number | null;
  onChange?: (value: number) => void;
  count?: number;
  allowHalf?: boolean;
  disabled?: boolean;
}

function RateControl({ value, onChange, ...rest }: DgRateProps) {
  // Element's rate cannot be cleared by clicking the chosen star again, so antd's allowClear is off.
  return (
    <Rate {...rest} allowClear={false} value={typeof value === 'number' ? value : 0} onChange={onChange} />
  );
}

/**
 * The rate widget's control: antd Rate. Read-pretty needs no text form: Formily draws it disabled,
 * which shows the stars as given.
 */
export const DgRate = connect(RateControl);
