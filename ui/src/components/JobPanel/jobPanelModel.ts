import type { Schema } from '@storyloom/api-client/contract';

/** A video job as the panel shows it: the server's job, plus whether the user cancelled it on this client. */
export type VideoJobEntry = Schema<'VideoJob'> & {
  /** Cancelled on this client only: the job is no longer followed, whatever the server does with it. */
  cancelled?: boolean;
};

/** The server's job statuses plus the client-side 'cancelled'. */
export const jobDisplayStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobDisplayStatus = (typeof jobDisplayStatuses)[number];

/** The most past jobs the panel keeps and shows (spec: job history cap). */
export const JOB_HISTORY_CAP = 50;

/** Shown for a failed job that carries no error text. */
export const JOB_FAILED_MESSAGE = 'Video generation failed. Please try again.';

export const jobStatusLabels: Record<JobDisplayStatus, string> = {
  pending: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function jobDisplayStatus(job: VideoJobEntry): JobDisplayStatus {
  return job.cancelled ? 'cancelled' : job.status;
}

/** Whether the job can still be cancelled (it has not finished). */
export function isJobActive(job: VideoJobEntry): boolean {
  const status = jobDisplayStatus(job);
  return status === 'pending' || status === 'processing';
}

/** The failure text to show: the job's own error, else the catalogue's default. */
export function jobFailureMessage(job: Pick<VideoJobEntry, 'error'>): string {
  return job.error?.trim() || JOB_FAILED_MESSAGE;
}

function createdTime(job: VideoJobEntry): number {
  const time = Date.parse(job.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The newest `cap` jobs, newest first (the order of equal times is kept). */
export function newestJobs(jobs: readonly VideoJobEntry[], cap: number = JOB_HISTORY_CAP): VideoJobEntry[] {
  return [...jobs].sort((a, b) => createdTime(b) - createdTime(a)).slice(0, Math.max(0, cap));
}

const sizeFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '12.4 MB'. */
export function formatJobFileSize(megabytes: number): string {
  return `${sizeFormat.format(Math.max(0, megabytes))} MB`;
}

/** 'm:ss' ('1:35'), or 'h:mm:ss' from an hour up. */
export function formatJobDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** US short date with hour and minute, e.g. 'Nov 20, 2026, 6:30 PM'. `timeZone` defaults to the browser's. */
export function formatJobTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}
