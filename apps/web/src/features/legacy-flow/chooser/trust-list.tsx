/** The first screen's three reassurances, each with a drawn tick. */
export function TrustList({ items }: { items: readonly string[] }) {
  return (
    <ul className="trust-list">
      {items.map((text) => (
        <li key={text}>
          <svg
            className="trust-list__icon"
            width="22"
            height="22"
            viewBox="0 0 22 22"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="11" cy="11" r="11" fill="currentColor" />
            <path
              d="m6.5 11.5 3 3 6-6.5"
              fill="none"
              stroke="#fff"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {text}
        </li>
      ))}
    </ul>
  );
}
