// Placeholder: the forum screen for this route is being written (issue 4).
export { default } from './coming-soon';
