import type { InputHTMLAttributes, ReactNode } from 'react';
import controls from './form-controls.module.css';
import { coreText } from '../../i18n/core-text';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  helper?: string | undefined;
  onValue(value: string): void;
  /** Rendered after the input, e.g. the date picker's button. */
  addon?: ReactNode;
}

/** A labelled input with its helper text and its message underneath, both tied to it for screen readers. */
export function TextField({ id, label, value, error, helper: givenHelper, onValue, addon, ...rest }: TextFieldProps) {
  // A message that repeats the helper text is said once (the phone's "Please enter a 10-digit phone number").
  const helper = givenHelper === error ? undefined : givenHelper;
  const described = [helper ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <div className={addon ? controls.inputRow : undefined}>
        <input
          id={id}
          className={controls.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onValue(e.target.value)}
          {...rest}
        />
        {addon}
      </div>
      {helper ? (
        <p id={`${id}-help`} className={controls.hint}>
          {helper}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={controls.error}>
          {coreText(error)}
        </p>
      ) : null}
    </div>
  );
}
