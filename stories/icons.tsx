/** Sample icons for stories; the product's icon set will live in ui. */
export function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" width="20" height="20">
      <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" width="20" height="20">
      <path
        d="M4 6h12M8 6V4h4v2M6 6l.7 10h6.6L14 6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
