import styles from './choice-group.module.css';
import controls from './form-controls.module.css';

interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
}

/** A row of radio buttons drawn as segmented pills (booking type, patient type). */
export function ChoiceGroup<V extends string>({ legend, name, value, options, onChange }: ChoiceGroupProps<V>) {
  return (
    <fieldset className={controls.fieldset}>
      <legend className={controls.label}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((o) => (
          <label key={o.value} className={o.value === value ? `${styles.segment} ${styles.segmentOn}` : styles.segment}>
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
