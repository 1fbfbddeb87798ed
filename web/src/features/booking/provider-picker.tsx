import { providerDisplayName, searchProviders, type Provider } from '@clinic/core';
import { useId, useState } from 'react';
import controls from './form-controls.module.css';
import { t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';

interface ProviderPickerProps {
  providers: readonly Provider[];
  value: string | undefined;
  disabled: boolean;
  loading: boolean;
  onChange(providerId: string): void;
}

/** The Provider dropdown with its search box (booking.md §2): a case-insensitive match on the display name. */
export function ProviderPicker({ providers, value, disabled, loading, onChange }: ProviderPickerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const found = searchProviders(providers, text);
  // The chosen provider stays listed even when the search text no longer matches it.
  const chosen = providers.find((p) => p.providerid === value);
  const listed = chosen && !found.providers.includes(chosen) ? [chosen, ...found.providers] : found.providers;
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={`${id}-select`}>
        {t('booking.provider')}
      </label>
      <input
        id={`${id}-search`}
        className={controls.input}
        type="search"
        placeholder={t('booking.searchProvidersPlaceholder')}
        aria-label={t('booking.searchProviders')}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        aria-controls={`${id}-select`}
      />
      <select
        id={`${id}-select`}
        className={controls.select}
        value={value ?? ''}
        disabled={disabled}
        aria-busy={loading}
        aria-describedby={found.message ? `${id}-none` : undefined}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      >
        <option value="">{loading ? t('booking.loadingProviders') : t('booking.selectProvider')}</option>
        {listed.map((p) => (
          <option key={p.providerid} value={p.providerid}>
            {providerDisplayName(p)}
          </option>
        ))}
      </select>
      {found.message && !disabled ? (
        <p id={`${id}-none`} className={controls.hint} role="status">
          {coreText(found.message)}
        </p>
      ) : null}
    </div>
  );
}
