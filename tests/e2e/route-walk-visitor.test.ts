import { walkEveryRoute } from './route-walk';

walkEveryRoute('visitor');
