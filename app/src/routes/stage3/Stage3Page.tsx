import { BookOpen, Clapperboard, Mic, Pencil, RefreshCw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import {
  AnimationSettings,
  AudioPlayer,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  FinalVideo,
  Heading,
  JobPanel,
  MusicSettings,
  PagePreview,
  ProjectSummary,
  creditsText,
  RegenerateConfirm,
  shortfallText,
  Text,
  VoicePicker,
} from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import * as styles from './Stage3Page.css.ts';

export const STAGE3_TEXT = {
  title: 'Review and Finalize',
  lead: 'Read your story once more, choose a narrator, and turn it all into a video to keep and share.',
  editPages: 'Edit Images and Text',
  generateAudio: 'Generate Audio Narration',
  narrateChanged: 'Narrate Changed Pages Again',
  createVideo: 'Create Final Video',
} as const;

/**
 * Create Final Video (or its confirmation): once a render has started, the browser is asked — once — whether it may
 * say when the video is ready.
 */
function useStartVideo(): (options?: { confirmed?: boolean }) => void {
  const { videoJobs, notifications } = useStores();
  return (options) =>
    void videoJobs.createVideo(options).then((started) => {
      if (started) void notifications.offerBrowserNotifications();
    });
}

/**
 * /app/stage/3, Review and Finalize (spec 001 §2): the pages to review (back to stage 2 to edit them), the voice and
 * the narration per page, animation and music, Create Final Video with its job panel, the video to watch and
 * download, and the project summary. A read-only (completed) project shows everything and changes nothing.
 */
export const Stage3Page = observer(function Stage3Page() {
  const { project, narration, videoJobs, credits } = useStores();
  const startVideo = useStartVideo();
  const { state } = project;
  const finalVideoRef = useRef<HTMLDivElement>(null);

  return (
    <div className={`${page} ${styles.root}`}>
      <title>{`${STAGE3_TEXT.title} · Storyloom`}</title>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{STAGE3_TEXT.title}</Heading>
          <Text tone="muted" size="lg">
            {STAGE3_TEXT.lead}
          </Text>
        </div>
        {state.isReadOnly ? null : (
          <ButtonLink href="/app/stage/2" variant="secondary" icon={<Pencil />}>
            {STAGE3_TEXT.editPages}
          </ButtonLink>
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.column}>
          <StoryReview />
          <Narration />
          <VideoSettings />
          <CreateVideo />
          <div ref={finalVideoRef} className={styles.finalVideo}>
            <FinalVideo titleAs="h2" videoUrl={state.finalVideoUrl} videoTitle={state.storyTitle.trim() || 'Final story video'} />
          </div>
        </div>
        <aside className={styles.column} aria-label="Project status">
          <ProjectSummary
            titleAs="h2"
            pageCount={state.story.length}
            audioFileCount={narration.audioFileCount}
            videoGenerated={Boolean(state.finalVideoUrl)}
          />
          <JobPanel
            titleAs="h2"
            job={videoJobs.currentJob}
            history={videoJobs.projectHistory}
            onCancel={videoJobs.cancel}
            onWatch={() => finalVideoRef.current?.scrollIntoView({ block: 'start' })}
            hasVideo={Boolean(state.finalVideoUrl)}
          />
        </aside>
      </div>

      <RegenerateConfirm
        what="audio"
        open={narration.confirmingAudio}
        onConfirm={() => void narration.generateAudio({ confirmed: true })}
        onCancel={narration.cancelAudioConfirm}
        cost={narration.audioPrice}
        balance={credits.balance}
      />
      <RegenerateConfirm
        what="video"
        open={videoJobs.confirmingVideo}
        onConfirm={() => startVideo({ confirmed: true })}
        onCancel={videoJobs.cancelVideoConfirm}
        cost={credits.costs?.video}
      />
    </div>
  );
});

/** Each page's final picture and text, to read through before narrating. */
const StoryReview = observer(function StoryReview() {
  const { project, story, narration } = useStores();
  const pages = project.state.story;
  return (
    <Card as="section" title="Story Pages" titleAs="h2">
      {pages.length === 0 ? (
        <EmptyState
          titleAs="h3"
          icon={<BookOpen />}
          title="No story pages yet"
          description="Generate the story in Story Details first."
          action={
            project.state.isReadOnly ? undefined : (
              <ButtonLink href="/app/stage/2" variant="secondary">
                Go to Story Details
              </ButtonLink>
            )
          }
        />
      ) : (
        <ol className={styles.pages}>
          {pages.map((storyPage, index) => (
            <li key={storyPage.page_number ?? index}>
              <PagePreview
                readOnly
                headingAs="h3"
                pageNumber={storyPage.page_number ?? index + 1}
                text={storyPage.page_text}
                narrationOutOfDate={narration.changedPages.includes(index)}
                imageSrc={story.imageOf(index)}
                // A picture that fails to load may have an expired signed URL: the versions are read again.
                onImageError={() => void story.refreshVersions()}
              />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
});

/** The voice picker, Generate Audio Narration and a player per narrated page. */
const Narration = observer(function Narration() {
  const { project, narration, credits } = useStores();
  const { state } = project;
  const sampleAudio = useRef<HTMLAudioElement | null>(null);
  const hintId = useId();
  // Said before the click: the balance cannot pay for the narration (the server would refuse it with a 402).
  const cannotPay = (narration.audioShortfall ?? 0) > 0 && !narration.isGeneratingAudio;

  // Leaving the page stops a sample that is playing.
  useEffect(
    () => () => {
      sampleAudio.current?.pause();
      narration.sampleStopped();
    },
    [narration],
  );

  const playSample = async (voiceId: string) => {
    const audio = (sampleAudio.current ??= new Audio());
    audio.pause();
    const url = await narration.playSample(voiceId);
    if (!url) return;
    audio.src = url;
    audio.onended = () => narration.sampleStopped();
    audio.play().catch(() => narration.sampleStopped());
  };

  const narrated = state.story.flatMap((storyPage, index) => {
    const src = state.audioFiles[index];
    const outOfDate = narration.changedPages.includes(index);
    return src ? [{ pageNumber: storyPage.page_number ?? index + 1, src, outOfDate }] : [];
  });

  return (
    <Card as="section" title="Voice and Narration" titleAs="h2">
      <div className={styles.stack}>
        <VoicePicker
          legend="Narrator voice"
          voices={narration.voices}
          loading={narration.isLoadingVoices && narration.voices.length === 0}
          selectedVoiceId={narration.voiceId}
          onSelect={narration.selectVoice}
          search={narration.search}
          onSearchChange={narration.setSearch}
          onPlaySample={(voiceId) => void playSample(voiceId)}
          samplePlayingId={narration.samplePlayingId}
          sampleLoadingId={narration.sampleLoadingId}
          readOnly={state.isReadOnly}
        />
        <hr className={styles.divider} />
        <div className={styles.actions}>
          <Button
            icon={<Mic />}
            disabled={state.story.length === 0 || state.isReadOnly || cannotPay}
            loading={narration.isGeneratingAudio}
            aria-describedby={hintId}
            onClick={() => void narration.generateAudio()}
          >
            {STAGE3_TEXT.generateAudio}
          </Button>
          <Text id={hintId} size="sm" tone={cannotPay ? 'default' : 'muted'}>
            {narrationHint(state.story.length, narration.audioPrice, credits.balance, {
              generating: narration.isGeneratingAudio,
            })}
          </Text>
          {cannotPay && !state.isReadOnly ? (
            <ButtonLink href="/app/pricing" size="sm" variant="secondary">
              Buy credits
            </ButtonLink>
          ) : null}
        </div>
        {narration.changedPages.length > 0 && !state.isReadOnly ? <NarrateChangedPages /> : null}
        {narrated.length > 0 ? (
          <ul className={styles.players} aria-label="Narration per page">
            {narrated.map(({ pageNumber, src, outOfDate }) => (
              <li key={pageNumber}>
                <AudioPlayer src={src} label={`Page ${pageNumber} narration${outOfDate ? ' (out of date)' : ''}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
});

/** Pages edited after they were narrated: which they are, what narrating just them again costs, and the button. */
const NarrateChangedPages = observer(function NarrateChangedPages() {
  const { project, narration, credits } = useStores();
  const hintId = useId();
  const pageNumbers = narration.changedPages.map((index) => project.state.story[index]?.page_number ?? index + 1);
  const cannotPay = (narration.changedPagesShortfall ?? 0) > 0 && !narration.isGeneratingAudio;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        icon={<RefreshCw />}
        disabled={!narration.canNarrateChangedPages || cannotPay}
        loading={narration.isGeneratingAudio}
        aria-describedby={hintId}
        onClick={() => void narration.narrateChangedPages()}
      >
        {STAGE3_TEXT.narrateChanged}
      </Button>
      <Text id={hintId} size="sm" tone={cannotPay ? 'default' : 'muted'}>
        {changedPagesHint(pageNumbers, narration.changedPagesPrice, credits.balance)}
      </Text>
    </div>
  );
});

/** Under Narrate Changed Pages Again: which pages changed since their narration, and what narrating them costs. */
export function changedPagesHint(pageNumbers: readonly number[], price: number | null, balance: number | null): string {
  const pages =
    pageNumbers.length === 1
      ? `Page ${pageNumbers[0]} changed`
      : `Pages ${pageNumbers.slice(0, -1).join(', ')} and ${pageNumbers.at(-1)} changed`;
  const what = `${pages} after narration. Narrates ${pageNumbers.length === 1 ? 'it' : 'them'} again`;
  if (price === null) return `${what}.`;
  return withShortfall(`${what}: ${creditsText(price)}.`, price, balance);
}

/** The price sentence, then the ui's shortfall sentence when the balance is known and cannot pay. */
const withShortfall = (cost: string, price: number, balance: number | null): string => {
  const short = shortfallText(price, balance);
  return short ? `${cost} ${short}` : cost;
};

/** Under Generate Audio Narration: what it does, its price from the server's list, and any shortfall. */
export function narrationHint(
  pageCount: number,
  price: number | null,
  balance: number | null,
  { generating }: { generating: boolean },
): string {
  if (generating) return 'Narrating every page… this can take a minute.';
  const pages = pageCount === 1 ? 'the page' : `all ${pageCount} pages`;
  if (price === null) return `Narrates ${pages} in the chosen voice.`;
  return withShortfall(`Narrates ${pages} in the chosen voice: ${creditsText(price)}.`, price, balance);
}

/** Animation and background music for the video. */
const VideoSettings = observer(function VideoSettings() {
  const { project, narration, credits } = useStores();
  const { state } = project;
  return (
    <Card as="section" title="Animation and Music" titleAs="h2">
      <div className={styles.stack}>
        <AnimationSettings
          enabled={narration.animationEnabled}
          onEnabledChange={narration.setAnimationEnabled}
          pages={state.story.map((storyPage, index) => storyPage.page_number ?? index + 1)}
          animatedPages={narration.animatedPages}
          selectedPages={narration.animationPages}
          onSelectedPagesChange={narration.setAnimationPages}
          prompt={narration.animationPrompt}
          onPromptChange={narration.setAnimationPrompt}
          onGenerate={() => void narration.generateAnimations()}
          generating={narration.isGeneratingAnimations}
          readOnly={state.isReadOnly}
          error={narration.animationError}
          costPerPage={credits.costs?.animation ?? null}
          balance={credits.balance}
        />
        <hr className={styles.divider} />
        <MusicSettings
          enabled={narration.musicEnabled}
          onEnabledChange={narration.setMusicEnabled}
          prompt={narration.musicPrompt}
          onPromptChange={narration.setMusicPrompt}
          onGenerate={() => void narration.generateMusic()}
          musicUrl={narration.music?.music_url ?? null}
          generating={narration.isGeneratingMusic}
          readOnly={state.isReadOnly}
          error={narration.musicError}
          cost={credits.costs?.music ?? null}
          balance={credits.balance}
        />
      </div>
    </Card>
  );
});

/** Create Final Video: its checks' message, and the job it starts (shown in the job panel). */
const CreateVideo = observer(function CreateVideo() {
  const { project, narration, videoJobs } = useStores();
  const startVideo = useStartVideo();
  const hintId = useId();
  const extras = [narration.useAnimation ? 'animations' : null, narration.musicUrl ? 'music' : null].filter(Boolean);
  return (
    <Card as="section" title="Create the Video" titleAs="h2">
      <div className={styles.stack}>
        <Text id={hintId} tone="muted">
          {`Combines the pictures and narration${extras.length > 0 ? ` with ${extras.join(' and ')}` : ''} into one video. Creating the video is free.`}
        </Text>
        <div className={styles.actions}>
          <Button
            size="lg"
            icon={<Clapperboard />}
            disabled={project.state.isReadOnly || videoJobs.activeJob !== null}
            loading={videoJobs.isStarting}
            aria-describedby={hintId}
            onClick={() => startVideo()}
          >
            {STAGE3_TEXT.createVideo}
          </Button>
        </div>
        {videoJobs.validationError ? (
          <p className={styles.validation} role="alert">
            {videoJobs.validationError}
          </p>
        ) : null}
      </div>
    </Card>
  );
});
