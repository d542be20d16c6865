import { ButtonLink, Card } from '@storyloom/ui';
import * as styles from './LandingPage.css.ts';

const features = [
  {
    title: 'Upload & style',
    description:
      'Add a few photos of your child, your pet or a favourite place and pick an art style. Storyloom draws them as the characters of your story.',
  },
  {
    title: 'Write the story',
    description:
      'Give a theme, a mood and a few words. You get a story page by page, in your language, to edit until it sounds like you.',
  },
  {
    title: 'Narrate & animate',
    description:
      'Choose a narrator’s voice and some music. Every illustrated page is read aloud and gently brought to life as a video.',
  },
  {
    title: 'Share & discover',
    description:
      'Keep every video in your gallery, share your favourites in the community showcase and find stories other families made.',
  },
] as const;

export function LandingPage() {
  return (
    <>
      <title>Storyloom · bedtime story videos from your photos</title>
      <section className={styles.hero} aria-labelledby="landing-title">
        <p className={styles.eyebrow}>Photos and words in, a story video out</p>
        <h1 id="landing-title" className={styles.title}>
          Turn a few photos into a bedtime story video
        </h1>
        <p className={styles.lead}>
          Storyloom illustrates your photos in the style you pick, writes the story with you and narrates it page by page. In a
          few minutes you have a video to watch together tonight, and to keep.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/signup" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink href="/login" size="lg" variant="secondary">
            Sign In
          </ButtonLink>
        </div>
      </section>

      <section className={styles.features} aria-labelledby="how-it-works">
        <h2 id="how-it-works" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.featureList}>
          {features.map((feature) => (
            <Card key={feature.title} as="li" title={feature.title} description={feature.description} />
          ))}
        </ol>
      </section>

      <section className={styles.closing} aria-labelledby="start-creating">
        <div className={styles.closingCard}>
          <div className={styles.closingText}>
            <h2 id="start-creating" className={styles.sectionTitle}>
              Ready for tonight’s story?
            </h2>
            <p className={styles.closingCopy}>Create an account in a minute and make your first illustrated story video.</p>
          </div>
          <ButtonLink href="/signup" size="lg">
            Start Creating Free
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
