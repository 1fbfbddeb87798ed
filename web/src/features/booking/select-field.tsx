import controls from './form-controls.module.css';
import { coreText } from '../../i18n/core-text';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  error?: string | undefined;
  onValue(value: string): void;
}

/** A labelled dropdown with its message underneath, tied to it for screen readers. */
export function SelectField({ id, label, value, placeholder, options, error, onValue }: SelectFieldProps) {
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={controls.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={controls.error}>
          {coreText(error)}
        </p>
      ) : null}
    </div>
  );
}
