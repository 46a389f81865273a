/** Grey blocks in the shape of a feed, shown while a screen loads (screens show a skeleton first). */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label="加载中">
      <div className="page-skeleton__bar" />
      <div className="page-skeleton__banner" />
      <div className="page-skeleton__row" />
      <div className="page-skeleton__row" />
      <div className="page-skeleton__row" />
    </div>
  );
}
