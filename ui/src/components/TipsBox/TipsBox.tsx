import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import * as styles from './TipsBox.css.ts';

/** Stage 1's advice for reference photos that give good style images. */
export const UPLOAD_TIPS = [
  'Use one photo per person',
  'Choose clear, well-lit photos where each face is easy to see',
  'Faces looking at the camera work best: no sunglasses, hats or heavy filters',
  'Upload up to 10 images (JPEG, PNG, WebP, GIF and other image files)',
] as const;

export const tipsBoxTitleElements = ['h2', 'h3', 'h4'] as const;
export type TipsBoxTitleElement = (typeof tipsBoxTitleElements)[number];

export type TipsBoxProps = {
  title?: string;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: TipsBoxTitleElement;
  /** The tips, one a line (defaults to the upload tips of stage 1). */
  tips?: readonly string[];
};

/** The tips box beside stage 1's upload card. */
export function TipsBox({ title = 'Tips for best results', titleAs: Title = 'h3', tips = UPLOAD_TIPS }: TipsBoxProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.title}>
        <Lightbulb className={styles.icon} aria-hidden="true" focusable="false" />
        {title}
      </Title>
      <ul className={styles.list}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
