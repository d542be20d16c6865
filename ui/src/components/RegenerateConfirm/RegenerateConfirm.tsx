import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { creditsText, shortfallText } from '../CreditsExplainer/creditCosts.ts';

/** What can be regenerated over existing work. */
export const regenerateTargets = ['story', 'audio', 'video'] as const;
export type RegenerateTarget = (typeof regenerateTargets)[number];

const copy: Record<RegenerateTarget, { title: string; message: string; confirmLabel: string }> = {
  story: {
    title: 'Regenerate Story?',
    message: 'The current story and its images will be replaced by a newly generated story.',
    confirmLabel: 'Regenerate Story',
  },
  audio: {
    title: 'Regenerate Audio?',
    message: 'The current narration of every page will be replaced by new audio.',
    confirmLabel: 'Regenerate Audio',
  },
  video: {
    title: 'Regenerate Video?',
    message: 'The current final video will be replaced by a new one.',
    confirmLabel: 'Regenerate Video',
  },
};

export type RegenerateConfirmProps = {
  /** What would be replaced. */
  what: RegenerateTarget;
  open: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
  /** The regeneration is starting: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  /** What the regeneration costs, from the server's price list; left out while unknown. 0 says it is free. */
  cost?: number | null;
  /** The user's balance: when it cannot pay, the dialog says how many credits are missing. */
  balance?: number | null;
};

/** Asks before regenerating the story, the audio or the video, since the current one is replaced. */
export function RegenerateConfirm({ what, open, onConfirm, onCancel, loading = false, cost, balance }: RegenerateConfirmProps) {
  const { title, message, confirmLabel } = copy[what];
  const price = cost === null || cost === undefined ? '' : cost === 0 ? ' It is free.' : ` It costs ${creditsText(cost)}.`;
  const short = shortfallText(cost, balance);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={`${message}${price}${short ? ` ${short}` : ''}`}
      confirmLabel={confirmLabel}
      tone="danger"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
