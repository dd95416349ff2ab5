import { useSelector } from '@xstate/react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { extraSearchPhrase } from '../../../domain/greeting.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isTypingTarget } from '../../primitives/keyboard.ts';
import { ShellIcon } from '../../shell/ShellIcon.tsx';
import type { SearchActor } from './searchActor.ts';

/** The `/` key focuses the box unless the user is typing somewhere (spec doc 3 §2). */
function useSlashFocuses(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

/** The empty box's text: now and then (35 %) one of the extra phrases instead of the usual one. */
function usePlaceholder(): string {
  const { t, i18n } = useTranslation();
  const [phrase] = useState(() => {
    const phrases = i18n.list('home.search.extraPhrases');
    const index = extraSearchPhrase(phrases.length, Math.random);
    return index === null ? undefined : phrases[index];
  });
  return phrase ?? t('home.search.placeholder');
}

/** The sticky search box: what is typed goes to the search, and the page goes back to its top. */
export function SearchBox({ search }: { search: SearchActor }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const query = useSelector(search, (snapshot) => snapshot.context.query);
  const placeholder = usePlaceholder();
  useSlashFocuses(input);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and jsdom).
    <div role="search" className="home-search">
      <label htmlFor={id} className="visually-hidden">
        {t('home.search.label')}
      </label>
      <ShellIcon name="search" className="home-search-icon" size={20} />
      <input
        ref={input}
        id={id}
        type="search"
        value={query}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        onChange={(event) => {
          search.send({ type: 'search.typed', query: event.target.value });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
