type PageHeaderProps = { title: string; subtitle?: string };

export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className="sk-page-header">
      <h1 className="sk-page-header__title">{title}</h1>
      {subtitle ? <p className="sk-page-header__subtitle">{subtitle}</p> : null}
    </header>
  );
}
