interface LogoProps {
  /** Width and height in pixels. */
  size?: number;
}

/** The product mark: a shield holding a camera lens (remote CCTV audits). */
export function Logo({ size = 40 }: LogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label="Logo"
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <title>Logo</title>
      <path
        d="M24 3 42 9v13c0 11.5-7.5 19.5-18 23C13.5 41.5 6 33.5 6 22V9z"
        fill="var(--mantine-color-blue-6)"
      />
      <circle cx="24" cy="22" r="9" fill="#fff" />
      <circle cx="24" cy="22" r="5" fill="var(--mantine-color-blue-9)" />
      <circle cx="26" cy="20" r="1.6" fill="#fff" />
    </svg>
  );
}
