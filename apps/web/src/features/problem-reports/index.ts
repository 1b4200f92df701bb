// The chamados feature's public surface (issue 44): the list screen and the technician panel's card.
export { ChamadosScreen } from './components/chamados-screen';
export { OpenChamadosCard } from './components/open-chamados-card';
