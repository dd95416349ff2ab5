import { createFileRoute } from '@tanstack/react-router';
import { BookmarksPage } from '../ui/bookmarks/BookmarksPage.tsx';

export const Route = createFileRoute('/bookmarks')({ component: BookmarksPage });
