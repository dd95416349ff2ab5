// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readBytes } from '../../services/subtitles/support.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { serveLibrary } from '../../support/library.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { METROPOLIS } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

/**
 * Subtitle files as they come off a viewer's disk (tests/fixtures/subtitles): UTF-16 with a
 * byte-order mark in either byte order, Latin-1 without any mark, UTF-8 with a mark. Each is read
 * as fetched captions are (doc 2 §7), so the viewer sees its accents, never "�".
 */
const files = [
  ['utf16le-bom.srt', ['Ça, c’est déjà vu.', 'Über den Wolken, naïve.']],
  ['utf16be-bom.srt', ['Ça, c’est déjà vu.', 'Über den Wolken, naïve.']],
  ['latin1.vtt', ['Un café à Zürich.', 'Déjà über alles.']],
  ['utf8-bom.srt', ['Ça, c’est déjà vu.', 'Über den Wolken, naïve.']],
] as const;

describe('a subtitle file dropped on the player (doc 2 §5), in the encodings files come in', () => {
  it.each(files)('%s shows its cues as written', async (name, [first, second]) => {
    serveTitles(localCatalogue);
    serveLibrary([{ type: 'movie', tmdbId: 19, clip: 'countdown' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({ path: `/media/${METROPOLIS}` });
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    const video = document.querySelector('video') as HTMLVideoElement;
    const file = new File([readBytes(`tests/fixtures/subtitles/${name}`)], name);
    fireEvent.drop(document.querySelector('.player') as HTMLElement, {
      dataTransfer: { files: [file], types: ['Files'] },
    });
    const shownAt = (time: number) => {
      act(() => {
        video.currentTime = time;
        fireEvent(video, new Event('timeupdate'));
      });
      return document.querySelector('.player-captions')?.textContent;
    };
    await waitFor(() => expect(shownAt(2)).toBe(first));
    expect(shownAt(5)).toBe(second);
  });
});
