import '../../i18n/english/migrationFiles.ts';
import { useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { MigrationDirectPage } from './direct/MigrationDirectPage.tsx';
import { MigrationDownloadPage } from './MigrationDownloadPage.tsx';
import { MigrationStartPage } from './MigrationStartPage.tsx';
import { MigrationUploadPage } from './MigrationUploadPage.tsx';
import './migration.css';

const PAGES: Record<string, ComponentType> = {
  direct: MigrationDirectPage,
  download: MigrationDownloadPage,
  upload: MigrationUploadPage,
};

/** The migration route: its start page, direct, the download or the upload, else not found. */
export function MigrationRoute() {
  const page = useParams({ from: '/migration/{-$page}', select: (params) => params.page });
  if (page === undefined) return <MigrationStartPage />;
  const Page = Object.hasOwn(PAGES, page) ? PAGES[page] : undefined;
  return Page ? <Page /> : <NotFoundPage />;
}
