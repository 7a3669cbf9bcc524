@echo off
rem Starts the SSD Lab workbench on Windows; extra arguments go to Eclipse (-data DIR, -consoleLog, ...).
rem Needs Java 21+ in JAVA_HOME or on the PATH (Maven Central has no native Eclipse launcher).
setlocal
set "HERE=%~dp0"
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
for %%f in ("%HERE%plugins\org.eclipse.equinox.launcher_*.jar") do set "LAUNCHER=%%~ff"
"%JAVA%" %SSDLAB_JAVA_OPTS% -jar "%LAUNCHER%" -install "%HERE%." %*
