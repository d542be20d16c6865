import { Film, Images, Wand2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Button, ButtonLink, FeatureCard, Heading, Hero, StepsExplainer } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import * as styles from './HomePage.css.ts';

/** The three feature cards of the signed-in home (spec 000 §2). */
const features = [
  {
    icon: <Images />,
    title: 'Start from your photos',
    description: 'A few photos of the people, pets or places in your story become its illustrated characters.',
  },
  {
    icon: <Wand2 />,
    title: 'Stories that sound like you',
    description: 'Pick a kind of story and a mood; Storyloom writes every page, and you can change any of them.',
  },
  {
    icon: <Film />,
    title: 'A narrated video to keep',
    description: 'Each page is read aloud and set to music in a video that stays in your gallery, ready to share.',
  },
] as const;

const StartCreating = observer(function StartCreating() {
  const { project } = useStores();
  return (
    <Button size="lg" loading={project.isCreating} onClick={() => void project.newProject()}>
      Start Creating Free
    </Button>
  );
});

/** /app (spec 000 §2): a hero with Start Creating Free and View Gallery, three features and the three steps. */
export const HomePage = observer(function HomePage() {
  const { auth } = useStores();
  const featuresTitleId = useId();
  return (
    <div className={`${page} ${styles.root}`}>
      <title>Home · Storyloom</title>
      <Hero
        eyebrow={auth.isNewAccount() ? 'Welcome to Storyloom' : 'Welcome back'}
        title="What story shall we tell tonight?"
        description={
          auth.isNewAccount()
            ? 'Start your first project from a few photos of the people, pets or places in your story. It gets its own pictures, narration and a video to keep.'
            : 'Start a new project from a few photos, or pick up where you left off in your gallery. Every story gets its own pictures, narration and a video to keep.'
        }
        actions={
          <>
            <StartCreating />
            <ButtonLink href="/app/gallery" size="lg" variant="secondary">
              View Gallery
            </ButtonLink>
          </>
        }
      />
      <section className={styles.section} aria-labelledby={featuresTitleId}>
        <Heading level={2} id={featuresTitleId}>
          Made for bedtime, and for every story worth telling
        </Heading>
        <ul className={styles.featureList}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} as="li" {...feature} />
          ))}
        </ul>
      </section>
      <StepsExplainer description="Each new project takes you through three stages." />
    </div>
  );
});
