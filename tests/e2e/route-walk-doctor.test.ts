import { walkEveryRoute } from './route-walk';

walkEveryRoute('doctor');
