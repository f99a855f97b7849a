/** The small PHP page both PHP runtime benchmarks re-run (an include, a loop, `htmlspecialchars`), and its floor. */
export const smallPhpPage = [
  {
    path: 'index.php',
    value: `<?php $judul = "Toko Buah"; $buah = ["Apel", "Jeruk", "Mangga", "Pisang"]; ?>
<!DOCTYPE html>
<html lang="id"><head><title><?= $judul ?></title></head>
<body>
<?php include "header.php"; ?>
<ul>
<?php foreach ($buah as $i => $b): ?>  <li class="buah"><?= $i + 1 ?>. <?= htmlspecialchars($b) ?></li>
<?php endforeach; ?>
</ul>
</body></html>
`,
  },
  { path: 'header.php', value: '<header><h1><?= $judul ?></h1></header>\n' },
];

/** The floor of one request through the same host: the smallest page PHP can run. */
export const floorPhpPage = [{ path: 'index.php', value: '<?php echo 1;' }];
