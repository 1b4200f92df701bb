// The sites feature's public surface (issue 44): the 'Locais' screen, the site filter the technician panel and the
// admin's tags take as a slot, and the equipment's site and place on the admin's tag screen.
export { SitesScreen } from './components/sites-screen';
export { SiteFilter } from './components/site-filter';
export { TagPlacementCard } from './components/tag-placement-card';
