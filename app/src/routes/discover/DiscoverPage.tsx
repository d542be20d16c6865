import { Lock, SearchX } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { categoryLabel, type Schema } from '@storyloom/api-client';
import {
  Button,
  DiscoverCard,
  DiscoverFilters,
  EmptyState,
  ErrorCard,
  Heading,
  ShowcaseCardSkeleton,
  Text,
  VideoDialog,
} from '@storyloom/ui';
import { DISCOVER_MESSAGES } from '../../stores/DiscoverStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import * as styles from './DiscoverPage.css.ts';

/** How many placeholder cards stand in for the feed while it loads. */
const SKELETON_CARDS = 6;

const VideoItem = observer(function VideoItem({ video }: { video: Schema<'DiscoverVideo'> }) {
  const { discover } = useStores();
  return (
    <DiscoverCard
      as="li"
      titleAs="h2"
      video={video}
      categoryLabel={categoryLabel(video.category)}
      onOpen={discover.open}
      onLike={(isLike) => void discover.like(video.id, isLike)}
      likePending={discover.likePendingIds.has(video.id)}
    />
  );
});

const Results = observer(function Results() {
  const { discover } = useStores();
  if (discover.isEmpty) {
    return <EmptyState icon={<SearchX />} title="No videos found" description="Try adjusting your search or filter criteria" />;
  }
  const waiting = discover.isLoading && discover.videos.length === 0;
  return (
    <ul className={styles.videoGrid} aria-label="Videos" aria-busy={discover.isLoading || undefined}>
      {waiting
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <ShowcaseCardSkeleton key={index} as="li" />)
        : discover.videos.map((video) => <VideoItem key={video.id} video={video} />)}
    </ul>
  );
});

const Filters = observer(function Filters() {
  const { discover } = useStores();
  return <DiscoverFilters value={discover.filters} onChange={discover.setFilters} categories={discover.categories} />;
});

/** The player modal of the opened video; only there while one is open, so nothing plays hidden. */
const Player = observer(function Player() {
  const { discover } = useStores();
  const video = discover.playing;
  if (!video) return null;
  return (
    <VideoDialog open onClose={discover.close} title={video.title} videoUrl={video.video_url} poster={video.thumbnail_url} />
  );
});

/**
 * /app/discover (spec 000 §2): the community feed with search, category, sort and uploader filters, likes and
 * dislikes, and the player. A 401 explains that Discover is for registered users; other failures replace the feed.
 */
export const DiscoverPage = observer(function DiscoverPage() {
  const { discover, auth } = useStores();

  let content;
  if (discover.loginRequired) {
    content = (
      <EmptyState
        icon={<Lock />}
        title={DISCOVER_MESSAGES.loginRequired}
        description={DISCOVER_MESSAGES.registeredOnly}
        action={<Button onClick={() => void auth.signOut()}>Log In Again</Button>}
      />
    );
  } else if (discover.error) {
    content = <ErrorCard title={discover.error} onRetry={() => void discover.load()} />;
  } else {
    content = (
      <>
        <Filters />
        <Results />
      </>
    );
  }

  return (
    <div className={`${page} ${styles.root}`}>
      <title>Discover · Storyloom</title>
      <header className={styles.intro}>
        <Heading level={1}>Discover Magical Stories</Heading>
        <Text tone="muted">Explore incredible AI-generated stories from our community</Text>
      </header>
      {content}
      <Player />
    </div>
  );
});
