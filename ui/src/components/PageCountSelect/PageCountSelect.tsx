import { Select, type SelectProps } from '../Select/Select.tsx';

/** Pages a story can have (spec: 3 to 10, default 3). */
export const PAGE_COUNT_MIN = 3;
export const PAGE_COUNT_MAX = 10;
export const PAGE_COUNT_DEFAULT = 3;

const options = Array.from({ length: PAGE_COUNT_MAX - PAGE_COUNT_MIN + 1 }, (_, index) => {
  const pages = PAGE_COUNT_MIN + index;
  return { value: pages, label: `${pages} pages` };
});

export type PageCountSelectProps = Pick<SelectProps<number>, 'id' | 'hint' | 'error' | 'disabled' | 'size'> & {
  /** The number of pages (3 to 10). */
  value?: number;
  onChange: (pages: number) => void;
  label?: string;
};

/** Stage 1's number-of-pages choice; hands back a number. */
export function PageCountSelect({
  value = PAGE_COUNT_DEFAULT,
  onChange,
  label = 'Number of pages',
  ...selectProps
}: PageCountSelectProps) {
  return <Select<number> {...selectProps} label={label} options={options} value={value} onChange={(pages) => onChange(pages)} />;
}
