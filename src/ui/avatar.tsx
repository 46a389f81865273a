import { useState } from 'react';
import './avatar.css';

/** The first letter a person is known by (名字的第一个字), or 医 for someone without a name. */
export function initialOf(name: string | undefined | null): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toUpperCase() : '医';
}

/** A few calm colours; a name always gets the same one, so a person is recognisable down a thread. */
const TINTS = ['#3b6fd8', '#2f9e8f', '#c7683a', '#8a5cc7', '#4f8a3c', '#c24d6e'];

function tintOf(name: string): string {
  let sum = 0;
  for (const ch of name) sum = (sum * 31 + (ch.codePointAt(0) ?? 0)) % 9973;
  return TINTS[sum % TINTS.length];
}

/**
 * A person's photo, or — without one, or when it does not load — their initial on a coloured disc, so every
 * comment and chat row (the doctor's own included) shows who wrote it. Decorative: the name is written beside it.
 */
export function Avatar({ src, name, className }: { src?: string | null; name?: string | null; className: string }) {
  const [failed, setFailed] = useState(false);
  const shownName = (name ?? '').trim();
  if (src && !failed) return <img className={`ui-avatar ${className}`} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
  return (
    <span className={`ui-avatar ui-avatar--initial ${className}`} style={{ backgroundColor: tintOf(shownName) }} aria-hidden="true">
      {initialOf(shownName)}
    </span>
  );
}
