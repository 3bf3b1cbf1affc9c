export function loader() {
  return { title: 'Минимальная страница' };
}

export default function Home({ loaderData }: { loaderData: { title: string } }) {
  return <h1>{loaderData.title}</h1>;
}
