export { Pagination, paginationMaxButtons, paginationWindow, type PaginationProps } from './Pagination.tsx';
