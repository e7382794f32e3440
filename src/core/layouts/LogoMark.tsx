/**
 * The Dougong mark: a bracket set seen from the front (a beam, three bearing blocks, an arm and the
 * base block), the product's namesake.
 *
 * @example
 * <LogoMark size={40} />
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Dougong 斗拱 标志">
      <rect x="2" y="4" width="28" height="4" rx="1" fill="#1890FF" />
      <rect x="4" y="10" width="5" height="4" rx="1" fill="#69B1FF" />
      <rect x="13.5" y="10" width="5" height="4" rx="1" fill="#69B1FF" />
      <rect x="23" y="10" width="5" height="4" rx="1" fill="#69B1FF" />
      <path d="M5 16h22l-3 5H8z" fill="#1890FF" />
      <path d="M11 23h10l-2 5h-6z" fill="#0958D9" />
    </svg>
  );
}
