interface ProgressBarProps {
  value: number;
  max: number;
  /** What is progressing, read with the value ("3 of 10 done"). */
  label: string;
}

/** A native progress bar (role progressbar) with its text beside it. */
export function ProgressBar({ value, max, label }: ProgressBarProps) {
  return (
    <div class="progress">
      <progress value={value} max={Math.max(max, 1)} aria-label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
