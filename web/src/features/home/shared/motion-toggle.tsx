import styles from './motion-toggle.module.css';

interface MotionToggleProps {
  /** What it stops, e.g. "Pause logo animation"; the label stays, aria-pressed says whether it is paused. */
  label: string;
  paused: boolean;
  onToggle(): void;
  className?: string;
}

/** WCAG 2.2.2: a keyboard-reachable way to stop an animation that runs for more than five seconds. */
export function MotionToggle({ label, paused, onToggle, className }: MotionToggleProps) {
  return (
    <button type="button" className={`${styles.toggle} ${className ?? ''}`} aria-pressed={paused} onClick={onToggle}>
      {label}
    </button>
  );
}
