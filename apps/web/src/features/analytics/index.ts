// The analytics feature's public surface: the routes import from here only (recharts stays in this lazy chunk).
export { AnalyticsScreen } from './components/analytics-screen';
export type { AnalyticsScope } from './lib/scope';
