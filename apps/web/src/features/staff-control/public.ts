/**
 * What the staff-control feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { StatFigure } from './components/stat-figure';
export { UserTimeControlBlock } from './components/user-time-control-block';
export { WorkTimeWidget } from './components/work-time-widget';
