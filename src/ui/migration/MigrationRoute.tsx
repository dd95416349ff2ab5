import '../../i18n/english/migrationFiles.ts';
import { useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { MigrationDownloadPage } from './MigrationDownloadPage.tsx';
import { MigrationStartPage } from './MigrationStartPage.tsx';
import { MigrationUploadPage } from './MigrationUploadPage.tsx';
import './migration.css';

const PAGES: Record<string, ComponentType> = {
  download: MigrationDownloadPage,
  upload: MigrationUploadPage,
};

/** The migration route: its start page, the download or the upload, else the not-found page. */
export function MigrationRoute() {
  const page = useParams({ from: '/migration/{-$page}', select: (params) => params.page });
  if (page === undefined) return <MigrationStartPage />;
  const Page = Object.hasOwn(PAGES, page) ? PAGES[page] : undefined;
  return Page ? <Page /> : <NotFoundPage />;
}
