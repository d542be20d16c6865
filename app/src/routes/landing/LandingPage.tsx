import { BookOpenText, Film, Mic, Palette, Sparkles, Users } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { categoryLabel } from '@storyloom/api-client';
import {
  ButtonLink,
  EmptyState,
  FeatureCard,
  Heading,
  Hero,
  ShowcaseCard,
  ShowcaseCardSkeleton,
  StatsStrip,
  StepsExplainer,
  Text,
} from '@storyloom/ui';
import { LANDING_SHOWCASE_LIMIT } from '../../stores/ShowcaseStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import * as styles from './LandingPage.css.ts';

/** The four feature cards (spec 000 §2). */
const features = [
  {
    icon: <Palette />,
    title: 'Your photos, illustrated',
    description:
      'Upload a few photos and pick an art style. The people, pets and places in them become the characters of your story.',
  },
  {
    icon: <BookOpenText />,
    title: 'A story written with you',
    description:
      'Say who the story is about and what should happen. Storyloom writes it page by page, and you can change every word.',
  },
  {
    icon: <Mic />,
    title: 'Narrated and set to music',
    description: 'Choose a narrator’s voice and add music. Every page is read aloud and put together into a video to keep.',
  },
  {
    icon: <Users />,
    title: 'Shared with the community',
    description:
      'Keep every video in your gallery, share your favourites to the public showcase and discover stories others made.',
  },
] as const;

const ShowcaseGrid = observer(function ShowcaseGrid() {
  const { showcase } = useStores();
  const waiting = !showcase.hasLoaded && showcase.videos.length === 0;
  if (showcase.isEmpty) {
    return (
      <EmptyState
        titleAs="h3"
        icon={<Film />}
        title="No stories shared yet"
        description="Finished story videos that their makers share will appear here."
      />
    );
  }
  return (
    <ul className={styles.showcaseGrid} aria-busy={waiting || undefined}>
      {waiting
        ? Array.from({ length: LANDING_SHOWCASE_LIMIT }, (_, index) => <ShowcaseCardSkeleton key={index} as="li" />)
        : showcase.videos.map((video) => (
            <ShowcaseCard
              key={video.id}
              as="li"
              video={video}
              categoryLabel={categoryLabel(video.category)}
              onOpen={showcase.open}
            />
          ))}
    </ul>
  );
});

const ShowcaseStats = observer(function ShowcaseStats() {
  const { showcase } = useStores();
  return <StatsStrip {...showcase.stats} loading={!showcase.hasLoaded} hideCounts={showcase.hasLoaded && !showcase.hasStats} />;
});

// Only a visitor who opens a video needs the player's code.
const ShowcaseVideoDialog = lazy(async () => ({
  default: (await import('./ShowcaseVideoDialog.tsx')).ShowcaseVideoDialog,
}));

/** The player modal of the card that was clicked; it is only there while a video is open, so nothing plays hidden. */
const ShowcasePlayer = observer(function ShowcasePlayer() {
  const { showcase } = useStores();
  const video = showcase.playing;
  if (!video) return null;
  return (
    <Suspense fallback={null}>
      <ShowcaseVideoDialog video={video} onClose={showcase.close} />
    </Suspense>
  );
});

/** / (spec 000 §2): the hero with its calls to action, features, the community showcase with its statistics. */
export function LandingPage() {
  const showcaseTitleId = useId();
  const featuresTitleId = useId();
  return (
    <div className={`${page} ${styles.root}`}>
      <title>Story videos from your photos · Storyloom</title>
      <Hero
        eyebrow="Bedtime stories, made together"
        eyebrowIcon={<Sparkles />}
        title="Turn your photos into a story they will ask for every night"
        description="Upload a few photos, say who the story is about, and Storyloom writes, illustrates and narrates it as a short video. Bedtime stories by default, or any tale your family dreams up."
        actions={
          <>
            <ButtonLink href="/signup" size="lg">
              Start Creating Free
            </ButtonLink>
            <ButtonLink href="/login" size="lg" variant="secondary">
              Sign In
            </ButtonLink>
          </>
        }
        footnote="Free to sign up: all you need is an e-mail address."
      />

      <section className={styles.section} aria-labelledby={featuresTitleId}>
        <div className={styles.sectionHeader}>
          <Heading level={2} id={featuresTitleId}>
            Everything a story needs
          </Heading>
          <Text tone="muted">From a handful of photos to a narrated video, in three short stages.</Text>
        </div>
        <ul className={styles.featureList}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} as="li" {...feature} />
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={showcaseTitleId}>
        <div className={styles.sectionHeader}>
          <Heading level={2} id={showcaseTitleId}>
            Community Showcase
          </Heading>
          <Text tone="muted">Story videos made and shared by Storyloom families and friends.</Text>
        </div>
        <ShowcaseGrid />
        <ShowcaseStats />
      </section>

      <StepsExplainer description="Three stages take you from photos to a finished video." />
      <ShowcasePlayer />
    </div>
  );
}
