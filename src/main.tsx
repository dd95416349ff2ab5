import { startApp } from './ui/app/start.tsx';
import './ui/styles.css';

startApp(document.getElementById('root') as HTMLElement);
