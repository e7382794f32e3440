import { Typography } from 'antd';

/** The text widget's content: static text, as the original designer's `<span>`. */
export function DgText({ text }: { text?: string }) {
  return <Typography.Text className="dg-text">{text}</Typography.Text>;
}
