import { useState, type ReactNode } from 'react';
import { Field } from './Field';

/** 'password' (8 to 200 characters when new) or 'pin' (4 to 8 digits, a child account's). */
export type SecretKind = 'password' | 'pin';

/** The message when a new secret and its repetition differ (SPEC.md's sign-up wording, used everywhere). */
export const SECRETS_DIFFER = 'Passwords do not match!';

const HINTS: Record<SecretKind, string> = { password: 'At least 8 characters', pin: '4 to 8 digits' };

interface SecretInputProps {
  name: string;
  kind: SecretKind;
  /** A secret being chosen ('new') or one being typed to sign in or confirm ('current'). */
  purpose: 'current' | 'new';
  /** The repetition of a new secret: compared with it, so it carries no length rule of its own. */
  repeats?: boolean;
  /** Set by Field. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** The masked input with a Show/Hide button, its limits and autocomplete set by kind and purpose. */
function SecretInput({ name, kind, purpose, repeats, id, ...aria }: SecretInputProps) {
  const [shown, setShown] = useState(false);
  const limits =
    kind === 'pin'
      ? { inputMode: 'numeric' as const, pattern: '[0-9]{4,8}', minLength: 4, maxLength: 8 }
      : { minLength: purpose === 'new' && !repeats ? 8 : undefined, maxLength: 200 };
  return (
    <div className="secret-input">
      <input
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
        autoCapitalize="none"
        spellCheck={false}
        required
        {...limits}
        {...aria}
      />
      <button
        type="button"
        className="secret-toggle"
        aria-controls={id}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}

interface SecretFieldProps {
  label: ReactNode;
  name: string;
  kind?: SecretKind;
  purpose: 'current' | 'new';
  /** Defaults to the kind's rule ("At least 8 characters" when new, "4 to 8 digits"); null: none. */
  hint?: ReactNode;
  wide?: boolean;
  repeats?: boolean;
}

/** THE password or PIN field of every form: label, masked input, Show/Hide, hint. */
export function SecretField({
  label,
  name,
  kind = 'password',
  purpose,
  hint,
  wide,
  repeats,
}: SecretFieldProps) {
  const shownHint = hint !== undefined ? hint : purpose === 'new' || kind === 'pin' ? HINTS[kind] : undefined;
  return (
    <Field label={label} hint={shownHint} wide={wide}>
      <SecretInput name={name} kind={kind} purpose={purpose} repeats={repeats} />
    </Field>
  );
}

/** The name of the repetition field of a new secret `name`. */
const repeatOf = (name: string) => `${name}_repeat`;

/** A new password and its repetition (two fields; check them with `secretsDiffer`). */
export function NewPasswordFields({
  name,
  label = 'New password',
  repeatLabel = 'Repeat new password',
}: {
  name: string;
  label?: string;
  repeatLabel?: string;
}) {
  return (
    <>
      <SecretField label={label} name={name} purpose="new" />
      <SecretField label={repeatLabel} name={repeatOf(name)} purpose="new" hint={null} repeats />
    </>
  );
}

/** Did the person type two different secrets into NewPasswordFields `name`? */
export const secretsDiffer = (form: FormData, name: string): boolean =>
  form.get(name) !== form.get(repeatOf(name));
