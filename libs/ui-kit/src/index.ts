import './theme.css';

export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Spinner, type SpinnerProps } from './Spinner';
