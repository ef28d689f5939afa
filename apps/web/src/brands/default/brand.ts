import type { Brand } from '../brand-types';
import { config } from './config';
import { pageData } from './page-data';
import { theme } from './theme';

export const brand: Brand = { config, pageData, theme };
