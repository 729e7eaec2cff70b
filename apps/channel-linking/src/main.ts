// The async boundary lets Module Federation agree on shared singletons before React starts.
void import('./bootstrap');
