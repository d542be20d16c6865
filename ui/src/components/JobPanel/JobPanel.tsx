import { Play, X } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card, type CardTitleElement } from '../Card/Card.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import {
  formatJobDuration,
  formatJobFileSize,
  formatJobTime,
  isJobActive,
  jobDisplayStatus,
  jobFailureMessage,
  jobStatusLabels,
  newestJobs,
  type JobDisplayStatus,
  type VideoJobEntry,
} from './jobPanelModel.ts';
import * as styles from './JobPanel.css.ts';

const statusTone: Record<JobDisplayStatus, BadgeTone> = {
  pending: 'info',
  processing: 'brand',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

const statusMessage: Partial<Record<JobDisplayStatus, string>> = {
  pending: 'Waiting to start…',
  completed: 'Your video is ready.',
  cancelled: 'Video generation was cancelled.',
};

export type JobPanelProps = {
  /** The job being followed; `null` when there is none. */
  job?: VideoJobEntry | null;
  /** Past jobs, in any order: the newest `JOB_HISTORY_CAP` are shown, newest first. */
  history?: readonly VideoJobEntry[];
  /** 'Cancel' on a pending or processing job; the app stops following it (the server is not asked). */
  onCancel?: (jobId: string) => void;
  /** 'Watch video' on a completed job with a video. */
  onWatch?: (job: VideoJobEntry) => void;
  /** For fixed output in tests and stories; the browser's zone by default. */
  timeZone?: string;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: CardTitleElement;
  /**
   * The project already has its final video (made in an earlier visit, so no job of this visit is listed): the
   * panel says so instead of "No video jobs yet".
   */
  hasVideo?: boolean;
};

function JobDetails({ job }: { job: VideoJobEntry }) {
  const hasSize = typeof job.file_size_mb === 'number';
  const hasDuration = typeof job.duration_seconds === 'number';
  if (!hasSize && !hasDuration) return null;
  return (
    <dl className={styles.details}>
      {hasSize ? (
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>Size</dt>
          <dd className={styles.detailValue}>{formatJobFileSize(job.file_size_mb!)}</dd>
        </div>
      ) : null}
      {hasDuration ? (
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>Duration</dt>
          <dd className={styles.detailValue}>{formatJobDuration(job.duration_seconds!)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ActiveJob({ job, onCancel, onWatch }: { job: VideoJobEntry } & Pick<JobPanelProps, 'onCancel' | 'onWatch'>) {
  const status = jobDisplayStatus(job);
  const message = statusMessage[status];
  const canCancel = onCancel !== undefined && isJobActive(job);
  const canWatch = onWatch !== undefined && status === 'completed' && Boolean(job.video_url);

  return (
    <div className={styles.active}>
      <div className={styles.statusRow}>
        {/* Announced as the polled status changes. */}
        <p className={styles.status} role="status">
          <Badge tone={statusTone[status]}>{jobStatusLabels[status]}</Badge>
          {message ? <span className={styles.message}>{message}</span> : null}
        </p>
        {canCancel ? (
          <Button variant="secondary" size="sm" icon={<X />} onClick={() => onCancel(job.job_id)}>
            Cancel
          </Button>
        ) : null}
      </div>
      {status === 'processing' ? <ProgressBar value={job.progress} label="Video progress" showValue /> : null}
      {status === 'failed' ? (
        <p className={styles.error} role="alert">
          {jobFailureMessage(job)}
        </p>
      ) : null}
      {status === 'completed' ? <JobDetails job={job} /> : null}
      {canWatch ? (
        <div>
          <Button size="sm" icon={<Play />} onClick={() => onWatch(job)}>
            Watch video
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const subheading = { h2: 'h3', h3: 'h4', h4: 'h5' } as const satisfies Record<CardTitleElement, string>;

function historyMeta(job: VideoJobEntry): string {
  const parts: string[] = [];
  if (typeof job.file_size_mb === 'number') parts.push(formatJobFileSize(job.file_size_mb));
  if (typeof job.duration_seconds === 'number') parts.push(formatJobDuration(job.duration_seconds));
  return parts.join(' · ');
}

/**
 * Stage 3's video job panel: the followed job's status (queued, progress, completed with size and duration, failed
 * with the error, cancelled) with Cancel while it runs, and the newest past jobs.
 */
export function JobPanel({ job, history = [], onCancel, onWatch, timeZone, titleAs = 'h3', hasVideo = false }: JobPanelProps) {
  const historyTitleId = useId();
  const HistoryTitle = subheading[titleAs];
  const pastJobs = newestJobs(job ? history.filter((entry) => entry.job_id !== job.job_id) : history);

  return (
    <Card as="section" title="Video Generation" titleAs={titleAs}>
      {job ? <ActiveJob job={job} onCancel={onCancel} onWatch={onWatch} /> : null}
      {!job && pastJobs.length === 0 ? (
        <p className={styles.empty}>
          {hasVideo ? 'The final video is ready. A new render shows its progress here.' : 'No video jobs yet.'}
        </p>
      ) : null}
      {pastJobs.length > 0 ? (
        <div className={styles.history}>
          <HistoryTitle id={historyTitleId} className={styles.historyTitle}>
            Past jobs
          </HistoryTitle>
          {/* A scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.historyList} role="region" aria-labelledby={historyTitleId} tabIndex={0}>
            <ol className={styles.historyListItems}>
              {pastJobs.map((entry) => {
                const status = jobDisplayStatus(entry);
                const meta = historyMeta(entry);
                return (
                  <li key={entry.job_id} className={styles.historyItem}>
                    <span className={styles.historyBadge}>
                      <Badge size="sm" tone={statusTone[status]}>
                        {jobStatusLabels[status]}
                      </Badge>
                    </span>
                    <span className={styles.historyText}>
                      <time className={styles.historyTime} dateTime={entry.created_at}>
                        {formatJobTime(entry.created_at, timeZone)}
                      </time>
                      {meta ? <span className={styles.historyMeta}>{meta}</span> : null}
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
